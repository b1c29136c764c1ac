--TEST--
shutdown closures can use captured variables
--FILE--
<?php
$name = 'captured';
register_shutdown_function(function () use ($name) { echo "$name\n"; });
$name = 'changed';
--EXPECT--
captured
