--TEST--
PREG_BAD_UTF8_OFFSET_ERROR in preg_match_all
--FILE--
<?php
var_dump(preg_match_all('/./u', 'éa', $m, PREG_PATTERN_ORDER, 1), $m);
var_dump(preg_last_error());
--EXPECT--
bool(false)
array(1) {
  [0]=>
  array(0) {
  }
}
int(5)
