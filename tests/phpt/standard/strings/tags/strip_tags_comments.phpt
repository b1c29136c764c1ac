--TEST--
strip_tags removes comments and doctype
--FILE--
<?php
var_dump(strip_tags("a<!-- <b>x</b> -->b"), strip_tags("<!DOCTYPE html><html>t</html>"), strip_tags("a<!-- x -- y -->c"));
--EXPECT--
string(2) "ab"
string(1) "t"
string(2) "ac"
