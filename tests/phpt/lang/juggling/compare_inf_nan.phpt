--TEST--
Comparisons with INF and NAN
--FILE--
<?php
var_dump(INF > PHP_INT_MAX, -INF < PHP_INT_MIN, NAN < 1, NAN > 1, NAN == 1, NAN <=> 1, 1 <=> NAN, NAN <=> NAN);
--EXPECT--
bool(true)
bool(true)
bool(false)
bool(false)
bool(false)
int(1)
int(1)
int(1)
