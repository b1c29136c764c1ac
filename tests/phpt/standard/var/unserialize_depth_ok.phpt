--TEST--
nesting within the default limit
--FILE--
<?php
$s = str_repeat('a:1:{i:0;', 100) . 'i:1;' . str_repeat('}', 100);
var_dump(is_array(unserialize($s)));
--EXPECT--
bool(true)
