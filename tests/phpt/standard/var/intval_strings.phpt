--TEST--
intval of strings
--FILE--
<?php
var_dump(intval("  12  "), intval("12abc"), intval("abc"), intval("1.9e2"), intval("-0"), intval(""), intval("+5"), intval(".5"));
--EXPECT--
int(12)
int(12)
int(0)
int(190)
int(0)
int(0)
int(5)
int(0)
