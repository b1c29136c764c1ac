--TEST--
json_encode of pure enum fails
--FILE--
<?php
enum P { case A; }
var_dump(json_encode(P::A));
var_dump(json_last_error(), json_last_error_msg());
var_dump(json_encode([1, P::A], JSON_PARTIAL_OUTPUT_ON_ERROR));
try { json_encode(P::A, JSON_THROW_ON_ERROR); } catch (JsonException $e) { var_dump($e->getMessage(), $e->getCode()); }
--EXPECT--
bool(false)
int(11)
string(46) "Non-backed enums have no default serialization"
string(5) "[1,0]"
string(46) "Non-backed enums have no default serialization"
int(11)
