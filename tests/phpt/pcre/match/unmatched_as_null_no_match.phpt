--TEST--
PREG_UNMATCHED_AS_NULL when nothing matches
--FILE--
<?php
var_dump(preg_match('/(a)(x)?/', 'zzz', $m, PREG_UNMATCHED_AS_NULL), $m);
--EXPECT--
int(0)
array(0) {
}
