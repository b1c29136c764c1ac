--TEST--
file functions reject a stream as context
--FILE--
<?php
$m = fopen('php://memory', 'r');
try { file_get_contents('/x', false, $m); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
file_get_contents(): supplied resource is not a valid Stream-Context resource
