--TEST--
strip_tags bad allowed tags type
--FILE--
<?php
try { strip_tags("a", 1.5); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
var_dump(strip_tags("<1>a</1>", 1));
--EXPECT--
string(1) "a"
