<?php
namespace Acme\Service;

use Acme\Model\{User, HasId};

final class Registry implements \Countable, \IteratorAggregate
{
    /** @var HasId[] */
    private array $items = [];

    public function add(HasId ...$items): static
    {
        foreach ($items as $i) {
            $this->items[$i->id()] = $i;
        }
        return $this;
    }

    public function count(): int
    {
        return \count($this->items);
    }

    public function getIterator(): \Generator
    {
        yield from $this->items;
    }

    public static function demo(): self
    {
        return (new self)->add(new User('ann'), new User('bob'));
    }
}
