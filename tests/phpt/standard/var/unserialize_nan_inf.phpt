--TEST--
NAN and INF round-trip
--FILE--
<?php
var_dump(unserialize(serialize(INF)), unserialize(serialize(-INF)), is_nan(unserialize(serialize(NAN))));
--EXPECT--
float(INF)
float(-INF)
bool(true)
