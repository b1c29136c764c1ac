--TEST--
function_exists is false for language constructs
--FILE--
<?php
var_dump(function_exists('echo'));
var_dump(function_exists('isset'));
var_dump(function_exists('print'));
var_dump(function_exists('var_dump'));
--EXPECT--
bool(false)
bool(false)
bool(false)
bool(true)
