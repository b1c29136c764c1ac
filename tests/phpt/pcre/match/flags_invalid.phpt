--TEST--
preg_match rejects order flags
--FILE--
<?php
foreach ([PREG_PATTERN_ORDER, PREG_SET_ORDER, 3, 255] as $f) {
    try {
        preg_match('/a/', 'a', $m, $f);
    } catch (ValueError $e) {
        echo $e->getMessage(), "\n";
    }
}
var_dump(preg_match('/a/', 'a', $m, 1024), $m);
--EXPECT--
preg_match(): Argument #4 ($flags) must be a PREG_* constant
preg_match(): Argument #4 ($flags) must be a PREG_* constant
preg_match(): Argument #4 ($flags) must be a PREG_* constant
preg_match(): Argument #4 ($flags) must be a PREG_* constant
int(1)
array(1) {
  [0]=>
  string(1) "a"
}
