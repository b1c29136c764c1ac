--TEST--
shutdown functions run in registration order after the script
--FILE--
<?php
register_shutdown_function(function () { echo "first\n"; });
register_shutdown_function(function () { echo "second\n"; });
echo "script end\n";
--EXPECT--
script end
first
second
