--TEST--
strnatcmp natural order
--FILE--
<?php
var_dump(strnatcmp("img12", "img10"), strnatcmp("img2", "img10"), strnatcmp("img10", "img10"), strnatcmp("a", "b"));
--EXPECT--
int(1)
int(-1)
int(0)
int(-1)
