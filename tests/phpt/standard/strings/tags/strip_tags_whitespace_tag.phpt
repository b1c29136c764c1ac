--TEST--
strip_tags with whitespace after the less-than
--FILE--
<?php
var_dump(strip_tags("a < b > c"), strip_tags("<\tb>x"), strip_tags("x <\np>y"));
--EXPECT--
string(9) "a < b > c"
string(5) "<	b>x"
string(7) "x <
p>y"
