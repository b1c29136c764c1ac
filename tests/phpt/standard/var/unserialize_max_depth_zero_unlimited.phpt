--TEST--
max_depth 0 means no limit
--FILE--
<?php
$s = str_repeat('a:1:{i:0;', 5000) . 'i:1;' . str_repeat('}', 5000);
var_dump(is_array(unserialize($s, ['max_depth' => 0])));
--EXPECT--
bool(true)
