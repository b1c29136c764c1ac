--TEST--
Strict equality across types
--FILE--
<?php
var_dump(1 === 1, 1 === 1.0, "1" === "1", "1" === 1, null === null, null === false, [] === [], [1] === ["1"], 0.0 === -0.0, "abc" === "abc");
--EXPECT--
bool(true)
bool(false)
bool(true)
bool(false)
bool(true)
bool(false)
bool(true)
bool(false)
bool(true)
bool(true)
