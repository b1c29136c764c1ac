--TEST--
exit with an integer prints nothing
--FILE--
<?php
register_shutdown_function(function () { echo "shutdown\n"; });
echo "start\n";
exit(3);
--EXPECT--
start
shutdown
