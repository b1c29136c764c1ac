--TEST--
script and category properties
--FILE--
<?php
var_dump(preg_match_all('/\p{Han}/u', '漢字abc', $m), $m[0]);
var_dump(preg_match_all('/\p{N}/u', '1٢३', $m), $m[0]);
var_dump(preg_match('/^\P{L}+$/u', '123 !'));
--EXPECT--
int(2)
array(2) {
  [0]=>
  string(3) "漢"
  [1]=>
  string(3) "字"
}
int(3)
array(3) {
  [0]=>
  string(1) "1"
  [1]=>
  string(2) "٢"
  [2]=>
  string(3) "३"
}
int(1)
