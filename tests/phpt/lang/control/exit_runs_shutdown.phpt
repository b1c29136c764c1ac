--TEST--
exit still runs shutdown functions
--FILE--
<?php
function on_shutdown() { echo "shutdown\n"; }
register_shutdown_function('on_shutdown');
echo "main\n";
exit("exiting\n");
--EXPECT--
main
exiting
shutdown
