--TEST--
reflection from inside a class scope
--FILE--
<?php
class Model {
  protected $table = 'models';
  private $secret = 's';
  public function describe(): array {
    $out = [];
    foreach ((new ReflectionObject($this))->getProperties() as $p) { $out[$p->getName()] = $p->getValue($this); }
    return $out;
  }
}
class Post extends Model { protected $table = 'posts'; public $title = 'Hello'; }
var_dump((new Post)->describe());
?>
--EXPECT--
array(2) {
  ["table"]=>
  string(5) "posts"
  ["title"]=>
  string(5) "Hello"
}
