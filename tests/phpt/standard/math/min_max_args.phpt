--TEST--
min and max with several arguments
--FILE--
<?php
var_dump(min(3, 1, 2));
var_dump(max(3, 1, 2));
var_dump(min(1.5, 2));
var_dump(max(1, 1.0));
var_dump(max(1.0, 1));
var_dump(min(-INF, 0));
--EXPECT--
int(1)
int(3)
float(1.5)
int(1)
float(1)
float(-INF)
