--TEST--
extract of a literal array (prefer-ref parameter)
--FILE--
<?php
var_dump(extract(["lit" => 1]), $lit);
--EXPECT--
int(1)
int(1)
