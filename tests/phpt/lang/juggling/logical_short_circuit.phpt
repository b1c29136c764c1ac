--TEST--
&& and || short-circuit
--FILE--
<?php
function t($v) { echo "t($v) "; return $v; }
var_dump(t(0) && t(1));
var_dump(t(1) || t(0));
var_dump(t(1) && t(2));
var_dump(t(0) || t(""));
--EXPECT--
t(0) bool(false)
t(1) bool(true)
t(1) t(2) bool(true)
t(0) t() bool(false)
