--TEST--
Variadic parameters
--FILE--
<?php
function sum(...$nums) { return array_sum_local($nums); }
function array_sum_local($a) { $t = 0; foreach ($a as $v) $t += $v; return $t; }
var_dump(sum(), sum(1), sum(1, 2, 3));
function tagged($tag, ...$rest) { var_dump($tag, $rest); }
tagged('t', 'a', 'b');
--EXPECT--
int(0)
int(1)
int(6)
string(1) "t"
array(2) {
  [0]=>
  string(1) "a"
  [1]=>
  string(1) "b"
}
