--TEST--
NAN comparisons
--FILE--
<?php
var_dump(NAN == NAN, NAN === NAN, NAN < 1, NAN > 1, is_nan(NAN + 1), is_nan(sqrt(-1)), INF - INF);
--EXPECT--
bool(false)
bool(false)
bool(false)
bool(false)
bool(true)
bool(true)
float(NAN)
