--TEST--
void return type
--FILE--
<?php
function v(): void { echo "in v\n"; return; }
var_dump(v());
--EXPECT--
in v
NULL
