--TEST--
Comparison with bool converts the other side to bool
--FILE--
<?php
var_dump(true > false, true == "false", false == "0.0", false < 1, true <= 5, false == 0.0, true == -1, [] < true);
--EXPECT--
bool(true)
bool(true)
bool(false)
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
