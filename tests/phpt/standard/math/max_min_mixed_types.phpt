--TEST--
php 8 comparisons of mixed types
--FILE--
<?php
var_dump(max("1e1", "9"), max("abc", 5), min("abc", 5), max(" 1", 0), max("1 ", "01"), min(null, -1), max(true, 2), min([1], 99), max("10", 9.5), max(INF, NAN), max(NAN, INF));
--EXPECT--
string(3) "1e1"
string(3) "abc"
int(5)
string(2) " 1"
string(2) "1 "
NULL
bool(true)
int(99)
string(2) "10"
float(NAN)
float(INF)
