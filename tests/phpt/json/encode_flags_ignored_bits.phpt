--TEST--
unknown flag bits are ignored
--FILE--
<?php
var_dump(json_encode([1, "a/b"], 1 << 30));
--EXPECT--
string(10) "[1,"a\/b"]"
