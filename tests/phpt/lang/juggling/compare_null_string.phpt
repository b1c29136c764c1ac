--TEST--
Comparing null with strings
--FILE--
<?php
var_dump(null < "a", null == "", null < "0", "" < null, null <=> "");
--EXPECT--
bool(true)
bool(true)
bool(true)
bool(false)
int(0)
