--TEST--
Loose equality with null and bool
--FILE--
<?php
var_dump(null == false, null == 0, null == "", null == "0", null == [], false == "0", false == "", true == "a", true == [0], false == [], true == 1.5, null == 0.0);
--EXPECT--
bool(true)
bool(true)
bool(true)
bool(false)
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
