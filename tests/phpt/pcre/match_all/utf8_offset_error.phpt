--TEST--
preg_match_all with an offset inside a character
--FILE--
<?php
var_dump(preg_match_all('/./u', 'é', $m, PREG_SET_ORDER, 1), $m, preg_last_error_msg());
--EXPECT--
bool(false)
array(0) {
}
string(74) "The offset did not correspond to the beginning of a valid UTF-8 code point"
