--TEST--
shutdown functions run after exit
--FILE--
<?php
register_shutdown_function(function () { echo "shutdown ran\n"; });
echo "before exit\n";
exit;
echo "not reached\n";
--EXPECT--
before exit
shutdown ran
