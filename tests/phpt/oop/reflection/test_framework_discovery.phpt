--TEST--
a test runner discovering test methods
--FILE--
<?php
abstract class TestCase { protected function setUp(): void {} public function run(): array { $res = []; foreach ((new ReflectionObject($this))->getMethods(ReflectionMethod::IS_PUBLIC) as $m) { if (str_starts_with($m->getName(), 'test') && $m->getNumberOfRequiredParameters() === 0) { $this->setUp(); try { $m->invoke($this); $res[$m->getName()] = 'ok'; } catch (Exception $e) { $res[$m->getName()] = 'fail: ' . $e->getMessage(); } } } return $res; } }
class MathTest extends TestCase {
  private $n;
  protected function setUp(): void { $this->n = 2; }
  public function testAdd() { if ($this->n + 2 !== 4) throw new Exception('bad'); }
  public function testFails() { throw new Exception('boom'); }
  public function testWithArg($x) {}
  public function helper() {}
  private function testPrivate() {}
}
var_dump((new MathTest)->run());
?>
--EXPECT--
array(2) {
  ["testAdd"]=>
  string(2) "ok"
  ["testFails"]=>
  string(10) "fail: boom"
}
