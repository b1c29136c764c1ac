--TEST--
a callback may use the same pattern again
--FILE--
<?php
var_dump(preg_replace_callback('/(\w)(\d)/', function ($m) {
    preg_match('/(\w)(\d)/', 'z9', $inner);
    return $m[1] . $inner[2];
}, 'a1 b2'));
--EXPECT--
string(5) "a9 b9"
