--TEST--
Loop variables persist after the loop
--FILE--
<?php
for ($i = 0; $i < 3; $i++) {}
var_dump($i);
foreach ([1, 2] as $k => $v) {}
var_dump($k, $v);
--EXPECT--
int(3)
int(1)
int(2)
