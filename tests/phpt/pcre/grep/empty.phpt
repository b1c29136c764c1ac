--TEST--
an empty input array
--FILE--
<?php
var_dump(preg_grep('/a/', []));
--EXPECT--
array(0) {
}
