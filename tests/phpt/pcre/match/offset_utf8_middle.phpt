--TEST--
an offset inside a UTF-8 character
--FILE--
<?php
var_dump(preg_match('/./u', '€', $m, 0, 1), $m, preg_last_error());
var_dump(preg_match('/./u', '€', $m, 0, 3), $m, preg_last_error());
--EXPECT--
bool(false)
array(0) {
}
int(5)
int(0)
array(0) {
}
int(0)
