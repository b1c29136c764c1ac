--TEST--
foreach by reference over a temporary array
--FILE--
<?php
foreach ([1, 2] as &$v) { $v++; echo $v; }
echo "\n";
--EXPECT--
23
