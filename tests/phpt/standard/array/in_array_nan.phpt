--TEST--
in_array with NAN never matches
--FILE--
<?php
var_dump(in_array(NAN, [NAN]));
var_dump(in_array(NAN, [NAN], true));
var_dump(in_array(INF, [INF], true));
--EXPECT--
bool(false)
bool(false)
bool(true)
