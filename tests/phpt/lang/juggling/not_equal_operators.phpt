--TEST--
!= <> and !== operators
--FILE--
<?php
var_dump(1 != "1", 1 !== "1", 1 <> 2, "a" <> "a", null != false, null !== false);
--EXPECT--
bool(false)
bool(true)
bool(true)
bool(false)
bool(false)
bool(true)
