--TEST--
array_map() over empty arrays
--FILE--
<?php
var_dump(array_map(fn($x) => $x, []));
var_dump(array_map(null, [], []));
--EXPECT--
array(0) {
}
array(0) {
}
