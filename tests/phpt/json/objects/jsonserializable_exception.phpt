--TEST--
exception thrown in jsonSerialize propagates
--FILE--
<?php
class E implements JsonSerializable { public function jsonSerialize(): mixed { throw new RuntimeException("boom"); } }
try { var_dump(json_encode([1, new E])); } catch (Exception $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; var_dump($e->getPrevious()); }
try { var_dump(json_encode(new E, JSON_THROW_ON_ERROR)); } catch (Exception $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { var_dump(json_encode(new E, JSON_PARTIAL_OUTPUT_ON_ERROR)); } catch (Exception $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
var_dump(json_last_error());
--EXPECT--
RuntimeException: boom
NULL
RuntimeException: boom
RuntimeException: boom
int(0)
