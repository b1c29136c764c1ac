--TEST--
attribute names resolve against namespace and use
--FILE--
<?php
namespace App\Attr { #[\Attribute] class Entity { public function __construct(public $t = 'e') {} } }
namespace App\Model {
  use App\Attr\Entity;
  use App\Attr as A;
  #[Entity] class One {}
  #[A\Entity('aliased')] class Two {}
  #[\App\Attr\Entity('full')] class Three {}
  #[Local] class Four {}
  foreach (['One', 'Two', 'Three', 'Four'] as $c) { $a = (new \ReflectionClass(__NAMESPACE__ . '\\' . $c))->getAttributes()[0]; echo $c, ' ', $a->getName(), "\n"; }
  var_dump((new \ReflectionClass(Two::class))->getAttributes()[0]->newInstance()->t);
}
?>
--EXPECT--
One App\Attr\Entity
Two App\Attr\Entity
Three App\Attr\Entity
Four App\Model\Local
string(7) "aliased"
