--TEST--
exit with a string prints it before shutdown functions
--FILE--
<?php
register_shutdown_function(function () { echo "\nshutdown\n"; });
exit('bye');
--EXPECT--
bye
shutdown
