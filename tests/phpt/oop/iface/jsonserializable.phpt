--TEST--
JsonSerializable: nested, returning scalars, and throwing
--FILE--
<?php
class P implements JsonSerializable { function __construct(private $v) {} function jsonSerialize(): mixed { return $this->v; } }
echo json_encode([new P(1), new P(['a' => new P('x')]), new P(null), new P(new P(2.5))]), "\n";
class T implements JsonSerializable { function jsonSerialize(): mixed { throw new Exception("nope"); } }
try { json_encode(new T); } catch (Exception $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
[1,{"a":"x"},null,2.5]
nope
