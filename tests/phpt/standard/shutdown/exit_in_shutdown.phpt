--TEST--
exit inside a shutdown function stops later shutdown functions
--FILE--
<?php
register_shutdown_function(function () { echo "one\n"; exit; });
register_shutdown_function(function () { echo "two\n"; });
echo "main\n";
--EXPECT--
main
one
