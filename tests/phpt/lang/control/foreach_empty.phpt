--TEST--
foreach over an empty array
--FILE--
<?php
foreach ([] as $v) echo "never";
$v = 'kept';
foreach ([] as $v) {}
var_dump($v);
--EXPECT--
string(4) "kept"
