--TEST--
shutdown closures see later changes through references
--FILE--
<?php
$log = [];
register_shutdown_function(function () use (&$log) { echo implode(',', $log), "\n"; });
$log[] = 'a';
$log[] = 'b';
--EXPECT--
a,b
