--TEST--
strip_tags with comparisons that look like tags
--FILE--
<?php
var_dump(strip_tags("if (a<b && c>d) {}"), strip_tags("x<1>y"), strip_tags("<a>1</a> < 2"));
--EXPECT--
string(10) "if (ad) {}"
string(2) "xy"
string(5) "1 < 2"
