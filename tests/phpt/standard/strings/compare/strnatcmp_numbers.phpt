--TEST--
strnatcmp of plain numbers
--FILE--
<?php
var_dump(strnatcmp("10", "9"), strnatcmp("1.10", "1.9"), strnatcmp("-5", "-10"), strnatcmp("1e3", "1e10"), strnatcmp("0.5", ".5"));
--EXPECT--
int(1)
int(1)
int(-1)
int(-1)
int(1)
